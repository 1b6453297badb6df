"""Practice hands: play a whole hand against the engine, with a rules coach."""
