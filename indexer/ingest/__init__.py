"""From folders to passages: discovery, change feeds, loaders, parsing in worker processes, headers, splitting."""
