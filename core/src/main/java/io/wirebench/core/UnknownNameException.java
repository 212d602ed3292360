package io.wirebench.core;

import java.util.Collection;

/** A name (codec, data set, target...) that is not known; the message suggests the closest one. */
public class UnknownNameException extends BadInputException {
  private static final long serialVersionUID = 1L;

  public UnknownNameException(String kind, String name, Collection<String> known) {
    super(message(kind, name, known));
  }

  private static String message(String kind, String name, Collection<String> known) {
    String closest = Names.closest(name, known);
    StringBuilder sb = new StringBuilder("unknown ").append(kind).append(" '").append(name).append('\'');
    if (closest != null) {
      sb.append("; did you mean '").append(closest).append("'?");
    }
    sb.append(" (known: ").append(String.join(", ", known)).append(')');
    return sb.toString();
  }
}
