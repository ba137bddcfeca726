-- binary-trees: allocate and walk many short-lived binary trees (the
-- benchmarks game's program, depth 12).  Exercises the allocator, the
-- garbage collector and table construction.
local function bottom_up(depth)
  if depth == 0 then return {} end
  depth = depth - 1
  return { bottom_up(depth), bottom_up(depth) }
end

local function check(tree)
  if tree[1] then return 1 + check(tree[1]) + check(tree[2]) end
  return 1
end

local N = 12
local mindepth, maxdepth = 4, N
local stretch = maxdepth + 1
print(string.format("stretch tree of depth %d\t check: %d", stretch, check(bottom_up(stretch))))
local long_lived = bottom_up(maxdepth)
local total = 0
for depth = mindepth, maxdepth, 2 do
  local iters = 2 ^ (maxdepth - depth + mindepth) // 1
  local c = 0
  for _ = 1, iters do c = c + check(bottom_up(depth)) end
  total = total + c
  print(string.format("%d\t trees of depth %d\t check: %d", iters, depth, c))
end
print(string.format("long lived tree of depth %d\t check: %d", maxdepth, check(long_lived)))
assert(check(long_lived) == 2 ^ (maxdepth + 1) - 1)
assert(total == 649904, total)
