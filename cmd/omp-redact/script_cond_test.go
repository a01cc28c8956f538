package main

import "fmt"

func errUnknownCondition(cond string) error { return fmt.Errorf("unknown condition %q", cond) }
