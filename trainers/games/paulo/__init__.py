"""Paulo's drills: one module a drill (its ``POSITION`` orders them), and ``common`` what they share."""
