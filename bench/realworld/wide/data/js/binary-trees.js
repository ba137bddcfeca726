// binary-trees.js - the binary-trees benchmark of the benchmarks game
// (ES5): allocation and garbage collection of many small trees; prints
// the node checks and verifies them.
function TreeNode(left, right) {
  this.left = left;
  this.right = right;
}

function check(t) {
  return t.left === null ? 1 : 1 + check(t.left) + check(t.right);
}

function bottomUp(depth) {
  return depth > 0 ? new TreeNode(bottomUp(depth - 1), bottomUp(depth - 1))
                   : new TreeNode(null, null);
}

var maxDepth = 9, minDepth = 4, d, i, iterations, sum;
var stretch = maxDepth + 1;
print("stretch tree of depth " + stretch + "\t check: " + check(bottomUp(stretch)));
var longLived = bottomUp(maxDepth);
for (d = minDepth; d <= maxDepth; d += 2) {
  iterations = 1 << (maxDepth - d + minDepth);
  sum = 0;
  for (i = 0; i < iterations; i++) sum += check(bottomUp(d));
  if (sum !== iterations * ((1 << (d + 1)) - 1))
    throw new Error("binary-trees: wrong check at depth " + d);
  print(iterations + "\t trees of depth " + d + "\t check: " + sum);
}
print("long lived tree of depth " + maxDepth + "\t check: " + check(longLived));
