package rules

import "testing"

func TestZZFoldDbg3(t *testing.T) {
	for _, v := range []string{"SunsetOrbit52_", "PixelMarble65_", "OrbitSunset480.", "MapleJuniper99*", "Sunset0684"} {
		t.Logf("%-18s cli %v pw %v ws %v ctx %v benign %v", v, cliValue(v), passwordValue(v), wordShaped(v), contextValue(v), benignValue(v))
	}
}
