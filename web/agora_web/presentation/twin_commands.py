"""The text twin's command line (twin.py): a move or a question typed rather than picked from a
list, as a player who reads the board in words may prefer. What is typed is the number of a move
in the twin's list, or some of its words in any order ("c4 quarry", "merchant alexandria"), or
some words of a question ("scores"); "?" first asks the questions only.

It reads the twin's own lists (the decision's choices as its buttons name them, the questions
as their buttons ask them), so typing never works a rule out, and a move typed goes the way its
button goes. Plain Python: the words are matched here, the page only passes the text on.
"""

from __future__ import annotations

import re
from typing import NamedTuple

#: what a typed text comes to
MOVE, QUESTION, MANY, NONE, RANGE, EMPTY = "move", "question", "many", "none", "range", "empty"


class Outcome(NamedTuple):
    """What a typed text means: a move (its index in the list), a question (its key), several
    moves it fits (their indices), none, a number past the list's end, or nothing typed."""

    kind: str
    index: int = -1
    key: str = ""
    matches: "tuple[int, ...]" = ()


def words_of(text: str) -> "list[str]":
    """The typed words, case and punctuation set aside ("C4," is "c4")."""
    return [w for w in re.split(r"[\s,;:.!?«»“”\"()]+", text.casefold()) if w]


def _same_word(typed: str, said: str) -> bool:
    """A typed word fits a word said when it is part of it ("quar", "quarry"), or when the two
    differ in their endings only ("scores", "score"; "очки", "очков"); numbers fit whole ("2" is
    not "12")."""
    if typed.isdigit() or said.isdigit():
        return typed == said
    if typed in said:
        return True
    common = 0
    for a, b in zip(typed, said):
        if a != b:
            break
        common += 1
    return common >= 3 and common >= min(len(typed), len(said)) - 1


def fits(words: "list[str]", name: str) -> bool:
    """Whether every typed word fits one of the words of `name`."""
    said = words_of(name)
    return all(any(_same_word(w, s) for s in said) for w in words)


def interpret(text: str, moves: "list[str]", questions: "list[tuple[str, str]]") -> Outcome:
    """What `text` asks for, given the names of the moves offered and the (key, label) of the
    questions that may be asked."""
    stripped = text.strip()
    if not stripped:
        return Outcome(EMPTY)
    if stripped.isdigit():
        n = int(stripped)
        return Outcome(MOVE, index=n - 1) if 1 <= n <= len(moves) else Outcome(RANGE, index=n)
    asking = stripped.startswith("?")
    words = words_of(stripped)
    if not words:
        return Outcome(NONE)
    if not asking:
        found = tuple(i for i, name in enumerate(moves) if fits(words, name))
        exact = [i for i in found if words_of(moves[i]) == words]  # all its words, in its order
        exact = exact or [i for i in found if sorted(words_of(moves[i])) == sorted(words)]
        if len(found) == 1 or len(exact) == 1:
            return Outcome(MOVE, index=exact[0] if len(exact) == 1 else found[0])
        if found:
            return Outcome(MANY, matches=found)
    asked = [key for key, label in questions if fits(words, label)]
    if asked:
        return Outcome(QUESTION, key=asked[0])
    return Outcome(NONE)
