"""Words: the catalogs and the interface language (i18n.py, catalog.py; the shared catalogs are
in ../locale/), and the rules guides (guide.py, its figures and sections, the keys list)."""
