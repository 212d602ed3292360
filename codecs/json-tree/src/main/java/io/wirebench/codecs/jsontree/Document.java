package io.wirebench.codecs.jsontree;

import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * The root of a library's tree, compared by the library's own notion of equality. For trees whose
 * nodes do not implement {@code equals} (org.json has {@code similar}, antonsjava's nodes none),
 * so that the round-trip gate's deep comparison, which relies on {@code equals} of classes it does
 * not know, can tell two equal trees apart from two different ones. Holding the root costs one
 * small allocation per read; nothing is converted.
 *
 * @param <N> the library's node type
 */
public final class Document<N> {
  private final N root;
  private final BiPredicate<N, N> same;

  Document(N root, BiPredicate<N, N> same) {
    this.root = root;
    this.same = same;
  }

  /** The tree. */
  public N root() {
    return root;
  }

  @Override @SuppressWarnings("unchecked")
  public boolean equals(Object o) {
    return o instanceof Document && same.test(root, ((Document<N>) o).root);
  }

  @Override public int hashCode() {
    return Objects.hashCode(root == null ? null : root.getClass());
  }

  @Override public String toString() {
    return String.valueOf(root);
  }
}
