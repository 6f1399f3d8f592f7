"""kortbord: a card table for Danish and Swedish family card games."""
__version__ = "0.1.0"
