// json.js - objects and arrays built, serialized with JSON.stringify
// (plain, with indentation and with a replacer) and parsed back with
// JSON.parse (with a reviver); checks the roundtrips and prints digests.
var seed = 4242;
function rnd(n) { seed = (seed * 69069 + 1) % 4294967296; return Math.floor(seed / 65536) % n; }

function make(depth) {
  var k = rnd(depth > 3 ? 4 : 7), o, i, n;
  if (k === 0) return rnd(100000) - 50000;
  if (k === 1) return "s" + rnd(1000) + (rnd(3) === 0 ? "\n\"quoted\"\u00e9" : "");
  if (k === 2) return rnd(2) === 0;
  if (k === 3) return rnd(1000) / 8;
  if (k === 4) { o = []; n = rnd(6); for (i = 0; i < n; i++) o.push(make(depth + 1)); return o; }
  o = {}; n = rnd(6);
  for (i = 0; i < n; i++) o["key" + rnd(50)] = make(depth + 1);
  if (rnd(5) === 0) o.nothing = null;
  return o;
}

// (split once: indexing a long string is linear in some engines)
function digest(s) {
  var h = 0, k, a = s.split("");
  for (k = 0; k < a.length; k++) h = (h * 33 + a[k].charCodeAt(0)) % 1000000007;
  return h;
}

var data = [], i;
for (i = 0; i < 600; i++) data.push({ id: i, value: make(0) });
var s1 = JSON.stringify(data);
print("plain " + s1.length + " " + digest(s1));
var back = JSON.parse(s1);
var s2 = JSON.stringify(back);
if (s1 !== s2) throw new Error("json: roundtrip differs");
var pretty = JSON.stringify(back, null, 2);
print("pretty " + pretty.length + " " + digest(pretty));
if (JSON.stringify(JSON.parse(pretty)) !== s1) throw new Error("json: pretty roundtrip differs");
var numbersOnly = JSON.stringify(back, function (k, v) {
  return typeof v === "string" ? undefined : v;
});
print("replacer " + numbersOnly.length + " " + digest(numbersOnly));
var sum = 0;
JSON.parse(s1, function (k, v) { if (typeof v === "number") sum += v; return v; });
print("reviver sum " + sum);
