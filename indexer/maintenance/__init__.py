"""Work on a whole library: repairing it, switching its embedding model."""
