package io.wirebench.check.unsafe;

import java.io.Serial;
import java.io.Serializable;

/**
 * The one class of its own a restricted configuration is told about (registered, allowed): a bean
 * with a field declared as {@code Object}, the slot a polymorphic reader fills with whatever class
 * the payload names.
 */
public class Holder implements Serializable {
  @Serial private static final long serialVersionUID = 1L;

  private String name;
  private Object value;

  public Holder() {}

  public Holder(String name, Object value) {
    this.name = name;
    this.value = value;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Object getValue() {
    return value;
  }

  public void setValue(Object value) {
    this.value = value;
  }

  @Override public String toString() {
    return "Holder{" + name + ", " + value + "}";
  }
}
