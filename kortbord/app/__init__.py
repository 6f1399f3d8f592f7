"""The application around the table: main window, dialogs, settings, languages, command line."""
