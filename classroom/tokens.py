"""The classroom's signed links (answer key, teacher's quiz, "show the answer"): they live in
:mod:`trainers.class_links`, below the apps, so that the JSON API can open an answer key link too."""

from trainers.class_links import (
    KEY,
    QUIZ,
    REVEAL,
    SALT,
    BadLink,
    check_reveal,
    key_token,
    load_key,
    load_quiz,
    quiz_token,
    reveal_token,
)

__all__ = ["KEY", "QUIZ", "REVEAL", "SALT", "BadLink", "check_reveal", "key_token", "load_key", "load_quiz",
           "quiz_token", "reveal_token"]
