-- workload.sql - a fixed SQL workload for the sqlite3 shell (make
-- realworld): tables filled by recursive CTEs, indexes, joins, grouping,
-- window functions, JSON, FTS4, R-tree, strings and a transaction rolled
-- back.  Every result is deterministic; the whole output is compared with
-- and without the plugin, and with workload.expected.
.headers off
.mode list
PRAGMA page_size = 4096;
CREATE TABLE item(id INTEGER PRIMARY KEY, grp INTEGER, name TEXT, price REAL, qty INTEGER);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
INSERT INTO item SELECT i, i % 97, 'item-' || printf('%05d', (i * 7919) % 20000),
                        ((i * 31) % 1000) / 10.0, (i * 13) % 50 FROM n;
CREATE INDEX item_grp ON item(grp, price);
CREATE TABLE grp(id INTEGER PRIMARY KEY, label TEXT);
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 96)
INSERT INTO grp SELECT i, 'group ' || hex(i * 2654435761 % 65536) FROM n;
SELECT count(*), sum(qty), round(avg(price), 4), min(name), max(name) FROM item;
SELECT g.label, count(*), round(sum(i.price * i.qty), 2)
  FROM item i JOIN grp g ON g.id = i.grp
  GROUP BY g.id HAVING count(*) > 200 ORDER BY 3 DESC LIMIT 10;
SELECT grp, name, price, rank() OVER (PARTITION BY grp ORDER BY price DESC, id) AS r
  FROM item WHERE grp IN (3, 50) ORDER BY grp, r LIMIT 12;
SELECT id, sum(qty) OVER (ORDER BY id ROWS BETWEEN 3 PRECEDING AND CURRENT ROW)
  FROM item WHERE id % 1000 = 7;
UPDATE item SET price = price * 1.1 WHERE grp % 5 = 0;
DELETE FROM item WHERE qty = 0 AND grp > 50;
SELECT count(*), round(sum(price), 3) FROM item;
CREATE TABLE doc(id INTEGER PRIMARY KEY, body TEXT);
INSERT INTO doc SELECT id, json_object('id', id, 'tags', json_array(grp, qty, name),
                                       'nested', json_object('p', price))
  FROM item WHERE id % 50 = 0;
SELECT count(*), sum(json_extract(body, '$.tags[1]')),
       max(json_extract(body, '$.nested.p')) FROM doc;
SELECT json_group_array(json_extract(body, '$.id')) FROM (SELECT body FROM doc ORDER BY id LIMIT 8);
SELECT key, value FROM json_each((SELECT body FROM doc WHERE id = 100));
CREATE VIRTUAL TABLE ft USING fts4(content);
INSERT INTO ft SELECT name || ' ' || label || ' ' || CASE WHEN qty % 3 = 0 THEN 'fizz' ELSE 'buzz' END
  FROM item JOIN grp ON grp.id = item.grp WHERE item.id % 7 = 0;
SELECT count(*) FROM ft WHERE ft MATCH 'fizz';
SELECT count(*) FROM ft WHERE ft MATCH 'item-0* buzz';
CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1);
INSERT INTO box SELECT id, grp, grp + qty, qty, qty + grp % 10 FROM item WHERE id % 10 = 0;
SELECT count(*) FROM box WHERE x0 <= 20 AND x1 >= 10 AND y0 <= 30 AND y1 >= 25;
SELECT upper(substr(name, 1, 6)), length(group_concat(name, ',')), instr(min(name), '-')
  FROM item GROUP BY substr(name, 1, 7) ORDER BY 1 LIMIT 5;
SELECT replace(printf('%.3e|%08.2f|%x', 12345.678, 3.14159, 48879), '|', ' ');
BEGIN;
DELETE FROM item;
SELECT count(*) FROM item;
ROLLBACK;
SELECT count(*) FROM item;
WITH RECURSIVE fib(a, b, n) AS (SELECT 0, 1, 0 UNION ALL SELECT b, a + b, n + 1 FROM fib WHERE n < 60)
SELECT max(a) FROM fib;
PRAGMA integrity_check;
