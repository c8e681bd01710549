"""Typed errors: the UI and the CLI show their message to people, so it must read well."""

#: longest piece of a value quoted in a message (a 1 MB name must not become a 1 MB message)
QUOTE_MAX = 100
#: longest message a RecordError keeps
MESSAGE_MAX = 300


def cut(text: str, limit: int = QUOTE_MAX) -> str:
    """`text` cut to about `limit` characters, saying how much was left out."""
    text = str(text)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit} more characters)"


def quote(value, limit: int = QUOTE_MAX) -> str:
    """A value as it reads in a message (its repr), cut to about `limit` characters. Never
    raises (a value holding a lone surrogate is shown with it escaped)."""
    try:
        text = repr(value)[: 4 * limit + 1]
    except Exception:  # pragma: no cover - a repr that fails
        text = f"<{type(value).__name__}>"
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "…"


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state. The state is left untouched.

    `code` names the refusal in a word the interface translates (a short sentence per code in
    its catalogs; "illegal" when nothing more precise is said); `params` holds the numbers that
    sentence may quote. The message is the details, in English, for the command line and logs.
    """

    def __init__(self, message: str, code: str = "illegal", **params):
        super().__init__(message)
        self.code = code
        self.params = params


class Reason(str):
    """Why a placement or payment is refused, as a helper that only checks answers it: the
    English words, with the code and numbers an IllegalAction raised for it carries on."""

    code: str
    params: dict

    def __new__(cls, text: str, code: str, **params):
        reason = super().__new__(cls, text)
        reason.code = code
        reason.params = params
        return reason


def refusal(message: str, why: Reason) -> IllegalAction:
    """The IllegalAction for a helper's Reason: `message` (English details) with its code."""
    return IllegalAction(message, why.code, **why.params)


class RecordError(ValueError):
    """A record (save, file, link) that cannot be read or replayed.

    `move_index` names the first bad move when the problem is a move, else None (and `refusal`
    the IllegalAction that refused it, when the rules did, in game `game`). `kind` says
    what went wrong in a word the interface translates (see KINDS); the message is the details,
    in English, cut short and free of lone surrogates so that it can always be printed.
    """

    #: kind → what it means (the browser shows a translated sentence per kind)
    KINDS = {
        "too_large": "the data is larger than any record",
        "too_deep": "the data is nested more deeply than any record",
        "not_text": "the data is not UTF-8 text, or holds a lone surrogate",
        "not_json": "the data is not JSON",
        "not_record": "the data is not an Agora game record",
        "newer": "the record was written by a newer Agora",
        "old_rules": "the record is played under rules this Agora no longer plays",
        "unknown_game": "the record is of a game this Agora does not know",
        "bad_field": "a field of the record has a wrong type or value",
        "bad_shuffles": "the record's planned shuffles do not fit its game",
        "bad_move": "a move cannot be played",
        "bad_controller": "a seat names a computer player that cannot play it",
    }

    def __init__(
        self,
        message: str,
        move_index: "int | None" = None,
        kind: str = "bad_field",
        refusal: "IllegalAction | None" = None,
        game: str = "",
    ):
        self.move_index = move_index
        #: for a move the rules refuse: that refusal (its code and numbers) and the game's id
        self.refusal = refusal
        self.game = game
        self.kind = kind if kind in self.KINDS else "bad_field"
        if move_index is not None:
            message = f"move {move_index}: {message}"
            if kind == "bad_field":
                self.kind = "bad_move"
        message = cut(str(message), MESSAGE_MAX).encode("utf-8", "backslashreplace").decode("utf-8")
        super().__init__(message)
