"""wirebench's Python peers: json, msgpack, cbor2, pymongo's bson and protobuf behind one process.

The JVM (io.wirebench.check.peers.PeerProcess) starts this script once and speaks one JSON object
per line on stdin and stdout; see docs/checks/peers.md for the protocol. Values travel tagged, so
that numbers keep their exact text and bytes stay apart from strings:

    null, true, false, "text"     themselves
    ["n", "123"] / ["n", "0.1"]    a number, as decimal text
    ["b", "AQID"]                  bytes, base64
    ["t", "1970-01-01T00:00:00Z"]  a timestamp, ISO-8601
    ["a", [v, ...]]                an array
    ["o", [["key", v], ...]]       an object, keys in order

Each library is used with its defaults, as its documentation shows (json.dumps / json.loads,
msgpack.packb / unpackb, cbor2.dumps / loads, bson.encode / decode, protobuf's
SerializeToString / ParseFromString). The process ends when stdin closes, so it cannot outlive the
JVM that started it, even one stopped with Runtime.halt or SIGKILL.
"""

import base64
import datetime
import decimal
import hashlib
import importlib
import importlib.metadata
import json
import math
import platform
import re
import sys
import traceback

sys.set_int_max_str_digits(0)  # a million-digit integer is a value, not an attack, here

_INTEGER = re.compile(r"-?[0-9]+\Z")


# ---- tagged values <-> Python values -------------------------------------------------------

def from_tagged(t):
    """A tagged value as the Python value a user of these libraries would hold."""
    if t is None or isinstance(t, (bool, str)):
        return t
    tag, body = t[0], t[1]
    if tag == "n":
        # JSON's reading of a number: an int when integral, a float otherwise
        return int(body) if _INTEGER.match(body) else float(body)
    if tag == "b":
        return base64.b64decode(body)
    if tag == "t":
        return datetime.datetime.fromisoformat(body.replace("Z", "+00:00"))
    if tag == "a":
        return [from_tagged(v) for v in body]
    if tag == "o":
        return {k: from_tagged(v) for k, v in body}
    raise ValueError("unknown tag " + repr(tag))


def to_tagged(v):
    """A decoded Python value in the tagged form; a type with no place in the convention fails."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):  # after bool, which is an int; bson's Int64 is an int too
        return ["n", str(int(v))]
    if isinstance(v, float):  # repr: the shortest text that reads back as the same double
        if math.isnan(v) or math.isinf(v):
            return ["n", "NaN" if math.isnan(v) else "Infinity" if v > 0 else "-Infinity"]
        return ["n", repr(v)]
    if isinstance(v, decimal.Decimal):  # cbor2's tag 4, bson's Decimal128 (below)
        return ["n", str(v)]
    if isinstance(v, (bytes, bytearray, memoryview)):  # bson's Binary is a bytes
        return ["b", base64.b64encode(bytes(v)).decode("ascii")]
    if isinstance(v, datetime.datetime):
        if v.tzinfo is None:  # bson decodes its UTC datetimes as naive values by default
            v = v.replace(tzinfo=datetime.timezone.utc)
        return ["t", v.isoformat().replace("+00:00", "Z")]
    if isinstance(v, datetime.date):
        return ["t", v.isoformat()]
    if isinstance(v, (list, tuple)):
        return ["a", [to_tagged(x) for x in v]]
    if isinstance(v, dict):
        return ["o", [[_key(k), to_tagged(x)] for k, x in v.items()]]
    if type(v).__name__ == "Decimal128":
        return ["n", str(v.to_decimal())]
    if type(v).__name__ == "Timestamp" and hasattr(v, "to_datetime"):  # msgpack's timestamp ext
        return to_tagged(v.to_datetime())
    raise TypeError("decoded a %s.%s (%r), which has no form in the JSON-tree convention"
                    % (type(v).__module__, type(v).__name__, v))


def _key(k):
    if isinstance(k, str):
        return k
    if isinstance(k, int) and not isinstance(k, bool):
        return str(k)
    raise TypeError("decoded a map key of type %s (%r); the convention's keys are strings"
                    % (type(k).__name__, k))


# ---- the libraries -------------------------------------------------------------------------

def _plain_json():
    return {
        "encode": lambda v, req: json.dumps(v).encode("utf-8"),
        "decode": lambda b, req: json.loads(b),
    }


def _msgpack():
    import msgpack
    return {"encode": lambda v, req: msgpack.packb(v), "decode": lambda b, req: msgpack.unpackb(b)}


def _cbor2():
    import cbor2
    return {"encode": lambda v, req: cbor2.dumps(v), "decode": lambda b, req: cbor2.loads(b)}


def _bson():
    import bson  # pymongo's; the unrelated PyPI package named bson must not be installed beside it
    if not hasattr(bson, "has_c"):
        raise ImportError("the bson module found is not pymongo's (no bson.has_c)")
    return {"encode": lambda v, req: bson.encode(v), "decode": lambda b, req: bson.decode(b)}


def _protobuf():
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
    classes = {}

    def message_class(req):
        schema = base64.b64decode(req["schema"])
        key = (hashlib.sha256(schema).hexdigest(), req["type"])
        cls = classes.get(key)
        if cls is None:
            files = descriptor_pb2.FileDescriptorSet.FromString(schema)
            pool = descriptor_pool.DescriptorPool()
            for f in files.file:  # dependencies first, as the JVM side orders them
                pool.Add(f)
            cls = message_factory.GetMessageClass(pool.FindMessageTypeByName(req["type"]))
            classes[key] = cls
        return cls

    def encode(v, req):
        m = message_class(req)()
        _fill(m, v)
        return m.SerializeToString()

    def decode(b, req):
        m = message_class(req)()
        m.ParseFromString(b)
        return _read(m)

    return {"encode": encode, "decode": decode}


def _fill(msg, value):
    """Sets a message's fields from a dict keyed by proto field names; enums by value name."""
    if not isinstance(value, dict):
        raise TypeError("%s needs an object, got %r" % (msg.DESCRIPTOR.full_name, value))
    msg.SetInParent()
    fields = msg.DESCRIPTOR.fields_by_name
    for name, v in value.items():
        f = fields.get(name)
        if f is None:
            raise ValueError("%s has no field %r" % (msg.DESCRIPTOR.full_name, name))
        if v is None:
            continue
        if f.message_type is not None:
            if f.is_repeated:
                for item in v:
                    _fill(getattr(msg, name).add(), item)
            else:
                _fill(getattr(msg, name), v)
        elif f.is_repeated:
            getattr(msg, name).extend(_scalar(f, x) for x in v)
        else:
            setattr(msg, name, _scalar(f, v))


def _scalar(f, v):
    if f.enum_type is not None and isinstance(v, str):
        ev = f.enum_type.values_by_name.get(v)
        if ev is None:
            raise ValueError("enum %s has no value %r" % (f.enum_type.full_name, v))
        return ev.number
    return v


def _read(msg):
    """Every field of a message by proto field name, defaults included; unset optional -> None."""
    out = {}
    for f in msg.DESCRIPTOR.fields:
        v = getattr(msg, f.name)
        if f.is_repeated:
            out[f.name] = [_read(x) if f.message_type is not None else _enum(f, x) for x in v]
        elif f.has_presence and not msg.HasField(f.name):
            out[f.name] = None
        elif f.message_type is not None:
            out[f.name] = _read(v)
        else:
            out[f.name] = _enum(f, v)
    return out


def _enum(f, v):
    if f.enum_type is not None:
        ev = f.enum_type.values_by_number.get(v)
        return ev.name if ev is not None else v
    return v


LIBRARIES = {
    "json": (_plain_json, None),
    "msgpack": (_msgpack, "msgpack"),
    "cbor2": (_cbor2, "cbor2"),
    "bson": (_bson, "pymongo"),
    "protobuf": (_protobuf, "protobuf"),
}

_loaded = {}


def library(name):
    lib = _loaded.get(name)
    if lib is None:
        if name not in LIBRARIES:
            raise ValueError("no Python peer library %r (known: %s)" % (name, ", ".join(LIBRARIES)))
        lib = _loaded[name] = LIBRARIES[name][0]()
    return lib


def hello():
    libs = {}
    for name, (factory, dist) in LIBRARIES.items():
        try:
            library(name)
            version = json.__version__ if dist is None else importlib.metadata.version(dist)
            libs[name] = {"version": version if dist in (None, name) else dist + " " + version}
        except Exception as e:  # a missing package is reported, not fatal: the others still work
            libs[name] = {"error": "%s: %s" % (type(e).__name__, e)}
    extra = ""
    try:
        from google.protobuf.internal import api_implementation
        extra = api_implementation.Type()
    except Exception:
        pass
    return {"runtime": "Python " + platform.python_version(), "executable": sys.executable,
            "libraries": libs, "protobuf_implementation": extra}


def handle(req):
    op = req.get("op")
    if op == "hello":
        return hello()
    lib = library(req["lib"])
    if op == "encode":
        data = lib["encode"](from_tagged(req["value"]), req)
        return {"bytes": base64.b64encode(data).decode("ascii")}
    if op == "decode":
        return {"value": to_tagged(lib["decode"](base64.b64decode(req["bytes"]), req))}
    raise ValueError("unknown op %r" % (op,))


def main():
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    for line in stdin:
        if not line.strip():
            continue
        try:
            res = handle(json.loads(line))
            res["ok"] = True
        except Exception as e:
            tb = traceback.extract_tb(e.__traceback__)
            where = "; ".join("%s:%d %s" % (fr.filename.rsplit("/", 1)[-1], fr.lineno, fr.name)
                              for fr in tb[-3:])
            res = {"ok": False, "error": "%s: %s" % (type(e).__name__, e), "where": where}
        stdout.write(json.dumps(res).encode("ascii") + b"\n")
        stdout.flush()


if __name__ == "__main__":
    main()
