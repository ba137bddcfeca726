-- sort: table.sort on numbers, strings and records with a comparison
-- function, plus table insertion and removal (a linear congruential
-- generator gives the same data on every machine).
local seed = 42
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

local nums = {}
for i = 1, 60000 do nums[i] = rand(1000000) end
table.sort(nums)
for i = 2, #nums do assert(nums[i - 1] <= nums[i], "not sorted") end
print(nums[1], nums[30000], nums[60000])

local strs = {}
for i = 1, 20000 do strs[i] = string.format("k%07d", rand(9999999)) end
table.sort(strs, function(a, b) return a > b end)
print(strs[1], strs[10000], strs[20000])

local recs = {}
for i = 1, 20000 do recs[i] = { id = i, key = rand(100), name = "n" .. rand(50) } end
table.sort(recs, function(a, b)
  if a.key ~= b.key then return a.key < b.key end
  if a.name ~= b.name then return a.name < b.name end
  return a.id < b.id
end)
local h = 0
for i = 1, #recs do h = (h * 31 + recs[i].id) % 1000000007 end
print(h)

local q = {}
for i = 1, 6000 do table.insert(q, 1 + rand(#q + 1), i) end
local removed = 0
for _ = 1, 3000 do removed = removed + table.remove(q, 1 + rand(#q)) end
print(#q, removed)
assert(h == 795408036 and #q == 3000 and removed == 9036024)
