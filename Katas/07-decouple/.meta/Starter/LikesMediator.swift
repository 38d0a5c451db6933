// Your mediator goes here: the one object every screen talks to instead of to each other.
