"""Computer players (Qt-free). They see only their seat's ``View``."""
