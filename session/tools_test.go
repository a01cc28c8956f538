package session

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func call(id, parent string, callIDs ...string) string {
	var blocks []string
	for _, c := range callIDs {
		blocks = append(blocks, `{"type":"toolCall","id":"`+c+`","name":"bash","arguments":{}}`)
	}
	return `{"type":"message","id":"` + id + `","parentId":"` + parent + `","timestamp":"t","message":{"role":"assistant","content":[{"type":"text","text":"x"},` + strings.Join(blocks, ",") + `]}}`
}

func result(id, parent, callID string) string {
	return `{"type":"message","id":"` + id + `","parentId":"` + parent + `","timestamp":"t","message":{"role":"toolResult","toolCallId":"` + callID + `","toolName":"bash","content":[]}}`
}

func TestPairing(t *testing.T) {
	s := parse(t, strings.Join([]string{hdrV3, userA1,
		call("c1", "a1", "call_1", "call_2"), // entry 1
		result("r1", "c1", "call_1"),         // 2: paired
		call("d1", "a1", "call_3"),           // 3: sibling branch of c1
		result("r2", "r1", "call_3"),         // 4: call only on the sibling branch
		result("r3", "r2", "call_9"),         // 5: no call anywhere
		call("c2", "r3", "call_1"),           // 6: the same id again, a later turn
		result("r4", "c2", "call_1"),         // 7: pairs with the nearest call (c2)
	}, "\n")+"\n")
	p := s.Pairing()
	type res struct {
		Entry  int
		CallID string
		Call   int
		Status PairStatus
	}
	var got []res
	for _, r := range p.Results {
		got = append(got, res{r.Entry, r.CallID, r.Call, r.Status})
	}
	want := []res{
		{2, "call_1", 0, Paired},
		{4, "call_3", -1, OtherBranch},
		{5, "call_9", -1, NoCall},
		{7, "call_1", 3, Paired},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
	var calls []string
	for _, c := range p.Calls {
		calls = append(calls, s.Entries[c.Entry].ID+"/"+c.ID+"/"+string(rune('0'+c.Block)))
	}
	if diff := cmp.Diff([]string{"c1/call_1/1", "c1/call_2/2", "d1/call_3/1", "c2/call_1/1"}, calls); diff != "" {
		t.Errorf("calls (-want +got):\n%s", diff)
	}
	if p.Calls[1].Result != -1 || p.Calls[2].Result != -1 || p.Calls[0].Result != 0 || p.Calls[3].Result != 3 {
		t.Errorf("call results: %+v", p.Calls)
	}
	if PairStatus(OtherBranch).String() != "other-branch" {
		t.Error("PairStatus.String")
	}
}

// TestPairingEscapedToolCall: a toolCall block whose type is spelled with
// \u escapes is still found.
func TestPairingEscapedToolCall(t *testing.T) {
	s := parse(t, hdrV3+"\n"+userA1+"\n"+
		`{"type":"message","id":"c1","parentId":"a1","timestamp":"t","message":{"role":"assistant","content":[{"type":"\u0074oolCall","id":"k","name":"bash"}]}}`+"\n"+
		result("r1", "c1", "k")+"\n")
	p := s.Pairing()
	if len(p.Calls) != 1 || p.Results[0].Status != Paired {
		t.Errorf("calls %v results %v", p.Calls, p.Results)
	}
}
