"""English wording of the engine's messages: "an aqueduct", "an orange cube", "a house"."""


def with_article(word: str) -> str:
    """`word` with its indefinite article (every name used here begins with its own sound)."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
