package io.wirebench.core;

/**
 * A serialization library adapter: the one thing a contributor writes to add a library.
 *
 * <p>Implementations are found with {@link java.util.ServiceLoader} (list the class in
 * {@code META-INF/services/io.wirebench.core.Codec}); they need a public no-arg constructor that
 * does no work, so that a codec whose library cannot start here is still listed, with its reason.
 * All setup (mappers, registrations, schemas, generated adapters) belongs in {@link #bind}, which
 * runs once per data set, outside any measured code.
 */
public interface Codec {

  /** What this codec is; called often, so build it once. */
  CodecInfo info();

  /**
   * Prepares to write and read values of one data set.
   *
   * @throws UnsupportedDataSetException when this codec cannot model the data set (the reason is
   *     listed as a gap)
   * @throws CodecUnavailableException when the codec cannot run here at all
   */
  Binding<?> bind(DataSet<?> dataSet);

  /**
   * Checks that this codec can model a data set, without the rest of {@link #bind}'s setup:
   * {@code list} calls it for every codec and data set. It throws what {@code bind} would throw for
   * a gap. The default binds; override it only where binding is expensive (code generation, class
   * compilation) and the check is cheap. The contract test proves the two agree on every data set.
   *
   * @throws UnsupportedDataSetException when {@code bind} would throw it
   * @throws CodecUnavailableException when the codec cannot run here at all
   */
  default void checkModels(DataSet<?> dataSet) {
    bind(dataSet);
  }
}
