"""What the screens use and never draw: saves and tabs, history, share links and their packing,
problems in words, the computer players and hints in the page, the memory snapshot, files
fetched later."""
