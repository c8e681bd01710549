"""Typed errors: the UI and the CLI show their message to people, so it must read well."""


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state. The state is left untouched."""


class RecordError(ValueError):
    """A record (save, file, link) that cannot be read or replayed.

    `move_index` names the first bad move when the problem is a move, else None.
    """

    def __init__(self, message: str, move_index: "int | None" = None):
        self.move_index = move_index
        if move_index is not None:
            message = f"move {move_index}: {message}"
        super().__init__(message)
