"""Shared mechanics that several games use: tricks, melds, shedding, scoring."""
