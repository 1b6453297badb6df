"""Toy's drills: one module a drill (its ``POSITION`` orders them)."""
