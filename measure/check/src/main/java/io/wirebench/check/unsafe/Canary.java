package io.wirebench.check.unsafe;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;

/**
 * A harmless class that no library in the unsafe-types matrix is told about. Every way a library
 * can bring one to life records itself in {@link CanaryLog}: the static initializer, the public
 * no-argument constructor (Jackson, fastjson2, Kryo, Hessian), the setter (bean binders),
 * {@code readObject} (Java serialization, XStream's and Fory's JDK-compatible paths) and
 * {@code readResolve}. Libraries that allocate without running any constructor (Unsafe,
 * Objenesis) are caught by the heap census and by the returned value (see {@link Judge}).
 * It does nothing else: it is a canary, not a gadget.
 */
public class Canary implements Serializable {
  @Serial private static final long serialVersionUID = 1L;

  static {
    CanaryLog.record(CanaryLog.STATIC_INITIALIZER);
  }

  private String name = "canary";

  public Canary() {
    CanaryLog.record("constructor");
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    CanaryLog.record("setter");
    this.name = name;
  }

  @Serial private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    CanaryLog.record("readObject");
    in.defaultReadObject();
  }

  @Serial private Object readResolve() {
    CanaryLog.record("readResolve");
    return this;
  }

  @Override public String toString() {
    return "Canary{" + name + "}";
  }
}
