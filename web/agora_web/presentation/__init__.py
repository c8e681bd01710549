"""How the page shows and tells what happens: moves that glide, announcements, what comes into
view, tooltips, keys and focus, the legend, pan and zoom, and the log's marks on the board."""
