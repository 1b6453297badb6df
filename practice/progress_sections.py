"""The practice hands' section of the learner's progress page (hook ``progress_sections``)."""

from practice.progress import progress_section
from trainers.progress_sections import register

register(progress_section)
