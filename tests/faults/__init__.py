"""Fault injection: killed processes, damaged stores, hostile paths and documents, no network."""
