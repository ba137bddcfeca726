-- strings: string building, formatting, pattern matching and
-- substitution, the string library's hot paths (buffers, memcpy-like
-- copies, the pattern matcher's recursion).
local parts = {}
for i = 1, 20000 do
  parts[#parts + 1] = string.format("%05d:%s:%x;", i, string.rep("ab", i % 7), i * 2654435761 % 4294967296)
end
local s = table.concat(parts)
print(#s)
local count = 0
for a, b in s:gmatch("(%d+):(%a*):") do
  if #b % 4 == 0 then count = count + tonumber(a) % 13 end
end
print(count)
local t = s:sub(1, 200000):gsub("(%x%x)(%x%x);", "%2%1|")
print(#t, t:sub(1, 60))
local words = {}
for w in ("the quick brown fox jumps over the lazy dog "):rep(2000):gmatch("%a+") do
  words[w] = (words[w] or 0) + 1
end
local keys = {}
for k in pairs(words) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do io.write(k, "=", words[k], " ") end
print()
local acc = ""
for i = 1, 3000 do acc = acc .. string.char(65 + i % 26) end
print(acc:upper():lower():reverse():sub(1, 40), select(2, acc:gsub("A", "")))
assert(#s == 438663, #s)
assert(words.the == 4000 and count == 68556)
