// strings.js - string building, splitting and joining, regular
// expressions (match, replace with a function, split), case conversion,
// charCodeAt and fromCharCode over a generated text; prints digests and
// checks the counts it can know.
var seed = 12345;
function rnd(n) { seed = (seed * 69069 + 1) % 4294967296; return Math.floor(seed / 65536) % n; }

var words = ["load", "store", "alias", "memory", "register", "vector", "pointer",
             "frame", "stack", "heap", "loop", "branch", "cache", "line", "word"];
var parts = [], i, w;
for (i = 0; i < 6000; i++) {
  w = words[rnd(words.length)];
  if (rnd(7) === 0) w = w.toUpperCase();
  if (rnd(11) === 0) w = w + rnd(1000);
  parts.push(w);
}
var text = parts.join(" ");
print("length " + text.length);

// a checksum of the character codes
// (split once: indexing a long string is linear in some engines)
function digest(s) {
  var h = 0, k, a = s.split("");
  for (k = 0; k < a.length; k++) h = (h * 31 + a[k].charCodeAt(0)) % 1000000007;
  return h;
}
print("digest " + digest(text));

var split = text.split(" ");
if (split.length !== 6000) throw new Error("strings: split gave " + split.length);

var counts = {}, n;
for (i = 0; i < split.length; i++) {
  n = split[i].toLowerCase().replace(/[0-9]+$/, "");
  counts[n] = (counts[n] || 0) + 1;
}
var keys = [];
for (n in counts) keys.push(n);
keys.sort();
var total = 0;
for (i = 0; i < keys.length; i++) { print(keys[i] + " " + counts[keys[i]]); total += counts[keys[i]]; }
if (total !== 6000) throw new Error("strings: counts sum to " + total);

var numbers = text.match(/[a-z]+[0-9]+/gi) || [];
print("numbered " + numbers.length);
var replaced = text.replace(/\b([a-z])([a-z]*)\b/g, function (m, a, b) {
  return a.toUpperCase() + b;
});
print("replaced digest " + digest(replaced));
var caesar = [], chars = text.substring(0, 10000).split("");
for (i = 0; i < chars.length; i++) {
  var c = chars[i].charCodeAt(0);
  caesar.push(String.fromCharCode(c >= 97 && c <= 122 ? 97 + (c - 97 + 13) % 26 : c));
}
print("rot13 " + caesar.join("").substring(0, 60));
var pieces = text.split(/\s+(?=[A-Z])/);
print("pieces " + pieces.length);
var built = "";
for (i = 0; i < 5000; i++) built += String(i % 97) + ",";
print("built " + built.length + " " + digest(built));
print("index " + text.indexOf("STORE") + " " + text.lastIndexOf("loop") + " " +
      text.substring(100, 140));
