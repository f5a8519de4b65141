"""What every floor of the indexer shares: paths, settings, run events and control, faults, owner-only files."""
