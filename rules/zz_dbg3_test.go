package rules

import "testing"

func TestZZFoldDbg3(t *testing.T) {
	for _, v := range []string{"CactusQuartz47-", "CactusQuartz47", "JuniperViolet350.", "JuniperViolet350", "OtterPepper495@", "Base64Encoder", "DbPassword", "MyPassword1"} {
		t.Logf("%-18s pw %v ident %v cli %v", v, passwordValue(v), identWord(v), cliValue(v))
	}
}
