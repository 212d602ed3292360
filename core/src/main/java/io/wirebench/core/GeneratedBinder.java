package io.wirebench.core;

import java.util.function.Function;

/**
 * The binder of a codec whose classes a schema compiler generates at build time (Thrift's, flatc's):
 * a class that exists only when the compiler was installed, so the codec names it and loads it here.
 * Without it the codec is unavailable with its reason (how to install the compiler), never a crash.
 */
public final class GeneratedBinder {
  private GeneratedBinder() {}

  /**
   * A new instance of {@code className}, a {@code Function<DataSet<?>, Binding<?>>} with a
   * no-argument constructor (package-private beside its codec is fine).
   *
   * @throws CodecUnavailableException with {@code notGenerated} when the class was not generated
   */
  @SuppressWarnings("unchecked")
  public static Function<DataSet<?>, Binding<?>> load(String className, String notGenerated) {
    try {
      java.lang.reflect.Constructor<?> make = Class.forName(className).getDeclaredConstructor();
      make.setAccessible(true); // the binder is package-private beside its codec
      return (Function<DataSet<?>, Binding<?>>) make.newInstance();
    } catch (ClassNotFoundException e) {
      throw new CodecUnavailableException(notGenerated);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make " + className, e);
    }
  }
}
