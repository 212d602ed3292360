package io.wirebench.check;

import io.wirebench.core.UnknownNameException;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The matrices on the class path, found with {@link ServiceLoader}. */
public final class Matrices {
  private Matrices() {}

  /** Every matrix, sorted by name. */
  public static List<Matrix> all() {
    List<Matrix> out = new ArrayList<>();
    ServiceLoader.load(Matrix.class).forEach(out::add);
    out.sort(java.util.Comparator.comparing(Matrix::name));
    return out;
  }

  /** The names of every matrix. */
  public static List<String> names() {
    return all().stream().map(Matrix::name).toList();
  }

  /**
   * The matrix with this name.
   *
   * @throws UnknownNameException naming the matrices there are
   */
  public static Matrix require(String name) {
    for (Matrix m : all()) {
      if (m.name().equals(name)) return m;
    }
    throw new UnknownNameException("matrix", name, names());
  }
}
