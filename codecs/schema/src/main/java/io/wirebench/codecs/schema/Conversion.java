package io.wirebench.codecs.schema;

import io.wirebench.core.DataSet;
import io.wirebench.core.UnsupportedDataSetException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How one data set's model class converts to and from a library's generated class. The codecs that
 * bind generated classes run this conversion inside every measured write and read, because a user
 * of those libraries converts too when the rest of the program works with its own model.
 *
 * @param modelType the shared model class
 * @param blank makes an empty instance of the generated class (its schema, parser, or a target to
 *     read into)
 * @param toGenerated model to generated
 * @param toModel generated to model
 * @param <G> the generated class
 */
record Conversion<G>(Class<?> modelType, Supplier<G> blank, Function<Object, G> toGenerated,
    Function<G, Object> toModel) {

  /** The reason every schema codec gives for a user's JSON file. */
  static final String UNTYPED_GAP = "needs a schema; binds the built-in model only";

  /** A conversion whose generated class {@code S} is one of the library's {@code G}s. */
  @SuppressWarnings("unchecked")
  static <M, G, S extends G> Conversion<G> of(Class<M> modelType, Supplier<S> blank,
      Function<M, S> toGenerated, Function<S, M> toModel) {
    return new Conversion<>(modelType, blank::get, m -> toGenerated.apply((M) m),
        g -> toModel.apply((S) g));
  }

  /** Refuses a user's JSON file ({@link #UNTYPED_GAP}): every codec here binds the built-in model. */
  static void requireTyped(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException(UNTYPED_GAP);
    }
  }

  /** The conversion for a data set, or a gap for data sets no schema here describes. */
  static <G> Conversion<G> find(List<Conversion<G>> all, DataSet<?> dataSet) {
    requireTyped(dataSet);
    for (Conversion<G> c : all) {
      if (c.modelType == dataSet.type()) {
        return c;
      }
    }
    throw UnsupportedDataSetException.needsCode(dataSet, "a schema and the classes generated from it",
        "no schema written for " + dataSet.type().getName() + "; add one to this module's schema files and a conversion beside it");
  }

  /** A new {@link ArrayList} of {@code f} applied to each element. */
  static <A, B> List<B> map(List<A> from, Function<A, B> f) {
    List<B> to = new ArrayList<>(from.size());
    for (A a : from) {
      to.add(f.apply(a));
    }
    return to;
  }

  /** The constant of {@code values} with the same position as {@code e}; null stays null. */
  static <E extends Enum<E>> E sameOrdinal(E[] values, Enum<?> e) {
    return e == null ? null : values[e.ordinal()];
  }
}
