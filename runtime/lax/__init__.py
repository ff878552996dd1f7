"""The lax operators: each primitive with all of its rules, and its public function."""
