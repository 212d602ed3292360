// wirebench's Node.js peers: JSON.parse/JSON.stringify, @msgpack/msgpack and cbor-x behind one process.
//
// The JVM (io.wirebench.check.peers.PeerProcess) starts this script once and speaks one JSON object
// per line on stdin and stdout; see docs/checks/peers.md. Values travel tagged (as in
// peers/python/peer.py) so that numbers keep their exact text, which JSON.parse would round to a
// double, and bytes stay apart from strings:
//   null, true, false, "text" themselves; ["n", "123"] a number; ["b", base64] bytes;
//   ["t", iso] a timestamp; ["a", [...]] an array; ["o", [[key, value], ...]] an object.
// A number arrives as the value a JavaScript user holds: a Number, or a BigInt when it is an
// integer beyond Number.MAX_SAFE_INTEGER (the only exact form JavaScript has). Bytes arrive as a
// Buffer, Node's byte type, which cbor-x writes as a plain byte string (a bare Uint8Array gets
// the typed-array tag 64 from cbor-x on Node).
//
// The process ends when stdin closes, so it cannot outlive the JVM that started it.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const here = new URL('.', import.meta.url);

function packageVersion(name) {
  return JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, here), 'utf8')).version;
}

// ---- tagged values <-> JavaScript values ------------------------------------------------------

const INTEGER = /^-?[0-9]+$/;

function fromTagged(t) {
  if (t === null || typeof t === 'boolean' || typeof t === 'string') return t;
  const [tag, body] = t;
  switch (tag) {
    case 'n': {
      if (INTEGER.test(body)) {
        const n = Number(body);
        return Number.isSafeInteger(n) ? n : BigInt(body);
      }
      return Number(body);
    }
    case 'b': return Buffer.from(body, 'base64');
    case 't': return new Date(body);
    case 'a': return body.map(fromTagged);
    case 'o': {
      const o = {};
      for (const [k, v] of body) o[k] = fromTagged(v);
      return o;
    }
    default: throw new Error(`unknown tag ${JSON.stringify(tag)}`);
  }
}

function numberText(n) {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Infinity';
  if (n === -Infinity) return '-Infinity';
  if (Object.is(n, -0)) return '-0.0';
  return String(n); // the shortest text that reads back as the same double
}

function toTagged(v) {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return ['n', numberText(v)];
  if (typeof v === 'bigint') return ['n', v.toString()];
  if (v instanceof Uint8Array) return ['b', Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64')];
  if (v instanceof Date) return ['t', v.toISOString()];
  if (Array.isArray(v)) return ['a', v.map(toTagged)];
  if (v instanceof Map) {
    const entries = [];
    for (const [k, x] of v) {
      if (typeof k !== 'string' && typeof k !== 'number') {
        throw new TypeError(`decoded a map key of type ${typeof k}; the convention's keys are strings`);
      }
      entries.push([String(k), toTagged(x)]);
    }
    return ['o', entries];
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return ['o', Object.entries(v).map(([k, x]) => [k, toTagged(x)])];
  }
  const what = v === undefined ? 'undefined' : (v.constructor ? v.constructor.name : typeof v);
  throw new TypeError(`decoded a ${what}, which has no form in the JSON-tree convention`);
}

// ---- the libraries ----------------------------------------------------------------------------

const factories = {
  // JSON.stringify and JSON.parse as a Node.js program calls them: text as UTF-8 bytes.
  json: async () => ({
    version: `JSON (V8 ${process.versions.v8})`,
    encode: (v) => Buffer.from(JSON.stringify(v), 'utf8'),
    decode: (b) => JSON.parse(b.toString('utf8')),
  }),
  // One reused Encoder and Decoder, as the README advises; useBigInt64 so that int64 and uint64
  // are BigInts (the default rounds them to a double beyond 2^53 and cannot write a BigInt).
  msgpack: async () => {
    const { Encoder, Decoder } = await import('@msgpack/msgpack');
    const encoder = new Encoder({ useBigInt64: true });
    const decoder = new Decoder({ useBigInt64: true });
    return {
      version: `@msgpack/msgpack ${packageVersion('@msgpack/msgpack')}`,
      encode: (v) => encoder.encode(v),
      decode: (b) => decoder.decode(b),
    };
  },
  // cbor-x's module-level encode/decode: its default encoder without the record extension (tag
  // 105, which only cbor-x reads), so objects are standard CBOR maps.
  'cbor-x': async () => {
    const cbor = await import('cbor-x');
    return {
      version: `cbor-x ${packageVersion('cbor-x')}`,
      encode: (v) => cbor.encode(v),
      decode: (b) => cbor.decode(b),
    };
  },
};

const loaded = new Map();

async function library(name) {
  let lib = loaded.get(name);
  if (!lib) {
    const factory = factories[name];
    if (!factory) throw new Error(`no Node.js peer library ${JSON.stringify(name)} (known: ${Object.keys(factories).join(', ')})`);
    lib = await factory();
    loaded.set(name, lib);
  }
  return lib;
}

async function hello() {
  const libraries = {};
  for (const name of Object.keys(factories)) {
    try {
      libraries[name] = { version: (await library(name)).version };
    } catch (e) { // a missing package is reported, not fatal: the others still work
      libraries[name] = { error: `${e.name}: ${e.message}` };
    }
  }
  return { runtime: `Node.js ${process.versions.node}`, executable: process.execPath, libraries };
}

async function handle(req) {
  if (req.op === 'hello') return hello();
  const lib = await library(req.lib);
  if (req.op === 'encode') {
    const bytes = lib.encode(fromTagged(req.value));
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') };
  }
  if (req.op === 'decode') return { value: toTagged(lib.decode(Buffer.from(req.bytes, 'base64'))) };
  throw new Error(`unknown op ${JSON.stringify(req.op)}`);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let res;
  try {
    res = await handle(JSON.parse(line));
    res.ok = true;
  } catch (e) {
    const where = (e.stack || '').split('\n').slice(1, 4).map((s) => s.trim()).join('; ');
    res = { ok: false, error: `${e.name || 'Error'}: ${e.message}`, where };
  }
  process.stdout.write(JSON.stringify(res) + '\n');
}
