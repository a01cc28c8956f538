#!/usr/bin/env bun
/**
 * Print the model context omp builds for each session file, one JSON line
 * per file, for TestOmpLoader: omp's own loader, migration and
 * buildSessionContext (the functions SessionManager.open uses), read-only.
 *
 *   bun context.ts OMP_ROOT FILE.jsonl...
 *
 * Each line: {file, leafId, messages:[{entry, role, blocks, toolCallId}], error}.
 * entry is the id of the entry on the leaf's path a message comes from
 * (also for the messages omp synthesizes from compaction, branch_summary
 * and custom_message entries and for assistant turns it rewrites); blocks
 * names each content block (type, toolCall id, server-tool block type);
 * payload lists the providerPayload items that belong to a tool call and
 * aborts the toolCallAbortMessages keys.
 */
import * as path from "node:path";

const [ompRoot, ...files] = process.argv.slice(2);
const imp = (sub: string) => import(Bun.resolveSync(`@oh-my-pi/pi-coding-agent/${sub}`, path.resolve(ompRoot)));
console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
const loader = await imp("session/session-loader");
const storageMod = await imp("session/session-storage");
const contextMod = await imp("session/session-context");
const migrations = await imp("session/session-migrations");

function block(b: any): string {
	if (!b || typeof b !== "object") return String(b);
	if (b.type === "toolCall") return `toolCall:${b.id}`;
	if (b.type === "anthropicServerTool") return `server:${b.block?.type}:${b.block?.id ?? b.block?.tool_use_id}`;
	return String(b.type);
}

/** The tool-call items of a Responses payload, as "type:call_id|id". */
function payloadItems(m: any): string[] {
	const items = m.providerPayload?.items;
	if (!Array.isArray(items)) return [];
	return items
		.filter((it: any) => typeof it?.call_id === "string")
		.map((it: any) => `${it.type}:${it.call_id}${typeof it.id === "string" ? `|${it.id}` : ""}`);
}

for (const file of files) {
	const out: Record<string, unknown> = { file, leafId: null, messages: [], error: null };
	try {
		const loaded = await loader.loadSessionFile(file, new storageMod.FileSessionStorage(), { throwIfMissing: true });
		if (loaded.invalidHeader) throw new Error("invalid header");
		const entries = loaded.entries;
		migrations.migrateToCurrentVersion(entries);
		const sessionEntries = entries.slice(1);
		const byId = new Map<string, any>();
		const owner = new Map<any, string>();
		for (const e of sessionEntries) {
			byId.set(e.id, e);
			if (e.type === "message") owner.set(e.message, e.id);
		}
		const leafId = sessionEntries.length > 0 ? (sessionEntries[sessionEntries.length - 1].id ?? null) : null;
		out.leafId = leafId;
		const messages = contextMod.buildSessionContext(sessionEntries, leafId, byId).messages;
		// Find each message's entry on the leaf's path, in path order:
		// omp emits a message entry's own object unless it rewrote it
		// (dangling tool calls stripped: the kept blocks are the same
		// objects), and synthesizes new ones from custom_message,
		// branch_summary and the active (last) compaction on the path.
		const path: any[] = [];
		for (let id = leafId, seen = new Set<string>(); id && byId.has(id) && !seen.has(id); id = byId.get(id).parentId) {
			seen.add(id);
			path.unshift(byId.get(id));
		}
		const sameBlocks = (m: any, e: any): boolean =>
			Array.isArray(m.content) &&
			Array.isArray(e.message?.content) &&
			m.content.every(
				(b: any) =>
					e.message.content.includes(b) ||
					e.message.content.some((o: any) => o.type === b.type && o.type === "thinking" && o.thinking === b.thinking),
			);
		let cursor = -1;
		const source = (m: any): string | null => {
			if (m.role === "compactionSummary") {
				for (let i = path.length - 1; i >= 0; i--) if (path[i].type === "compaction") return path[i].id;
				return null;
			}
			for (let i = cursor + 1; i < path.length; i++) {
				const e = path[i];
				const hit =
					(e.type === "message" && (e.message === m || (e.message.role === m.role && m.role === "assistant" && sameBlocks(m, e)))) ||
					(m.role === "custom" && e.type === "custom_message" && e.customType === m.customType) ||
					(m.role === "branchSummary" && e.type === "branch_summary" && e.summary === m.summary);
				if (hit) {
					cursor = i;
					return e.id;
				}
			}
			return owner.get(m) ?? null;
		};
		out.messages = messages.map((m: any) => ({
			entry: source(m),
			role: m.role,
			blocks: Array.isArray(m.content) ? m.content.map(block) : typeof m.content,
			toolCallId: m.toolCallId ?? null,
			payload: payloadItems(m),
			aborts: Object.keys(m.toolCallAbortMessages ?? {}).sort(),
		}));
	} catch (err) {
		out.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
	}
	process.stdout.write(`${JSON.stringify(out)}\n`);
}
