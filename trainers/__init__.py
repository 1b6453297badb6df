"""Trainers: short drills drawn by the rules engine, checked on the server, explained in es and en."""
