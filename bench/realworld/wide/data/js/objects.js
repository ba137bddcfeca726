// objects.js - prototypes and inheritance, closures, getters through
// methods, arrays of objects sorted with comparators, a hash map of
// string keys, exceptions thrown and caught; prints a summary and checks
// what it can know.
function Shape(name) { this.name = name; }
Shape.prototype.area = function () { return 0; };
Shape.prototype.describe = function () { return this.name + ":" + this.area().toFixed(2); };
function Rect(w, h) { Shape.call(this, "rect"); this.w = w; this.h = h; }
Rect.prototype = Object.create(Shape.prototype);
Rect.prototype.area = function () { return this.w * this.h; };
function Circle(r) { Shape.call(this, "circle"); this.r = r; }
Circle.prototype = Object.create(Shape.prototype);
Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
function Square(s) { Rect.call(this, s, s); this.name = "square"; }
Square.prototype = Object.create(Rect.prototype);

var seed = 777;
function rnd(n) { seed = (seed * 69069 + 1) % 4294967296; return Math.floor(seed / 65536) % n; }

var shapes = [], i;
for (i = 0; i < 6000; i++) {
  var k = rnd(3);
  shapes.push(k === 0 ? new Rect(1 + rnd(20), 1 + rnd(20)) :
              k === 1 ? new Circle(1 + rnd(10)) : new Square(1 + rnd(15)));
}
shapes.sort(function (a, b) { return a.area() - b.area() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0); });
print(shapes[0].describe() + " " + shapes[shapes.length - 1].describe());
var total = 0;
for (i = 0; i < shapes.length; i++) total += shapes[i].area();
print("total " + total.toFixed(3));

function counter() {
  var n = 0;
  return { inc: function () { n++; return n; }, get: function () { return n; } };
}
var cs = [];
for (i = 0; i < 100; i++) cs.push(counter());
for (i = 0; i < 20000; i++) cs[i % 100].inc();
var s = 0;
for (i = 0; i < 100; i++) s += cs[i].get();
if (s !== 20000) throw new Error("objects: closures counted " + s);

var map = {}, key;
for (i = 0; i < 10000; i++) {
  key = "k" + rnd(5000);
  map[key] = (map[key] || 0) + 1;
}
var nkeys = 0, sum = 0;
for (key in map) { nkeys++; sum += map[key]; }
print("keys " + nkeys + " sum " + sum);
if (sum !== 10000) throw new Error("objects: map sum " + sum);

var caught = 0;
for (i = 0; i < 5000; i++) {
  try {
    if (i % 3 === 0) throw new RangeError("r" + i);
    if (i % 5 === 0) null.x;
  } catch (e) {
    if (e instanceof RangeError || e instanceof TypeError) caught++;
  }
}
print("caught " + caught);
if (caught !== 2333) throw new Error("objects: caught " + caught);

var arr = [];
for (i = 0; i < 6000; i++) arr.push(rnd(100000));
var evens = arr.filter(function (x) { return x % 2 === 0; });
var doubled = evens.map(function (x) { return x * 2; });
var red = doubled.reduce(function (a, b) { return (a + b) % 1000003; }, 0);
print("filter/map/reduce " + evens.length + " " + red);
arr.sort(function (a, b) { return a - b; });
for (i = 1; i < arr.length; i++) if (arr[i - 1] > arr[i]) throw new Error("objects: not sorted");
print("median " + arr[arr.length >> 1]);
