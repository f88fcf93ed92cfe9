"""Users' embeddings kept in the process, so that an exact scan costs a matrix product.

Cypher's `vector.similarity.cosine` over 512-float list properties cost about 17 ms per 1,000
nodes on 2 cores (most of a recall). Here a user's vectors are read from Neo4j once, kept as
unit float32 rows, and compared with numpy in well under a millisecond.

Each recall still asks Neo4j which nodes the user has now (ids, kinds, times), so a node
forgotten or written since is never missed nor kept. A cached vector is trusted only while its
node's fingerprint (its element id, text size and embedding revision) is unchanged: a turn's id
derives from (user, external id), so a turn forgotten and sent again with another text has the
same id and a new vector, and `chronograph reembed` rewrites vectors in place (and counts up
the revision). Whether a node has a vector is learnt when its vector is first asked for, and
kept under the same fingerprint: asking Neo4j `n.embedding IS NOT NULL` on every recall reads the
whole list of every node (57 ms for a LoCoMo user, against 8 ms without it).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

Matrix = npt.NDArray[np.float32]
DEFAULT_MAX_VECTORS = 100_000
"""About 200 MiB at 512 dimensions: the least recently recalled users are dropped beyond it."""


def unit(vector: Sequence[float]) -> npt.NDArray[np.float32]:
    """`vector` as float32 scaled to length 1 (a zero vector stays zero)."""
    array = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(array))
    return array / norm if norm > 0 else array


@dataclass
class _UserVectors:
    rows: dict[str, tuple[str, npt.NDArray[np.float32] | None]] = field(default_factory=dict)
    """Node id -> (fingerprint, unit vector, or None: the node has no vector)."""


@dataclass
class VectorCache:
    """Unit embeddings by user, then node id, with the fingerprint each was read with.

    Bounded by `max_vectors` in all: the users recalled least recently go first. Not shared
    between processes; each API worker keeps its own.
    """

    max_vectors: int = DEFAULT_MAX_VECTORS
    _users: OrderedDict[str, _UserVectors] = field(default_factory=OrderedDict)
    _size: int = 0

    def missing(self, user_id: str, ids: Sequence[str], fingerprints: Sequence[str]) -> list[str]:
        """The ids among `ids` whose vector is not cached with that fingerprint."""
        known = self._users.get(user_id)
        if known is None:
            return list(ids)
        return [
            node_id
            for node_id, fingerprint in zip(ids, fingerprints, strict=True)
            if (row := known.rows.get(node_id)) is None or row[0] != fingerprint
        ]

    def add(self, user_id: str, vectors: Mapping[str, tuple[str, Sequence[float] | None]]) -> None:
        """Keep `vectors`: node id -> (fingerprint, embedding, or None for a node known to have
        none, so that it is not asked for again while its fingerprint holds)."""
        known = self._users.setdefault(user_id, _UserVectors())
        for node_id, (fingerprint, vector) in vectors.items():
            if node_id not in known.rows:
                self._size += 1
            known.rows[node_id] = (fingerprint, None if vector is None else unit(vector))
        self._users.move_to_end(user_id)
        self._evict(keep=user_id)

    def matrix(self, user_id: str, ids: Sequence[str]) -> tuple[list[str], Matrix]:
        """The ids among `ids` with a cached vector (not None), and those vectors as rows, in
        order.

        `ids` are all the user's nodes with a vector: rows of other ids (nodes forgotten since)
        are dropped on the way."""
        known = self._users.get(user_id)
        if known is None:
            return [], np.zeros((0, 0), dtype=np.float32)
        self._users.move_to_end(user_id)
        wanted = set(ids)
        for node_id in [node_id for node_id in known.rows if node_id not in wanted]:
            del known.rows[node_id]
            self._size -= 1
        present = [
            (node_id, vector)
            for node_id in ids
            if (row := known.rows.get(node_id)) is not None and (vector := row[1]) is not None
        ]
        if not present:
            return [], np.zeros((0, 0), dtype=np.float32)
        return [node_id for node_id, _ in present], np.stack([vector for _, vector in present])

    def _evict(self, *, keep: str) -> None:
        while self._size > self.max_vectors and len(self._users) > 1:
            user_id, dropped = next(iter(self._users.items()))
            if user_id == keep:
                self._users.move_to_end(user_id)
                continue
            del self._users[user_id]
            self._size -= len(dropped.rows)

    @property
    def size(self) -> int:
        """How many vectors are kept, over all users."""
        return self._size
