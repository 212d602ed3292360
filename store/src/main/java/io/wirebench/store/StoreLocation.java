package io.wirebench.store;

import io.wirebench.core.BadInputException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * Where the results store is: an SQLite file (the default {@code results/history.db}, or any path)
 * or a PostgreSQL database ({@code jdbc:postgresql://host:port/db}). The user and password of
 * PostgreSQL come from the URL ({@code ?user=...&password=...}) or, as {@code psql} takes them, from
 * {@code PGUSER} and {@code PGPASSWORD}.
 *
 * @param url the JDBC URL
 * @param user the user (null: the URL's, or none)
 * @param password the password (null: the URL's, or none)
 * @param shown how messages name the store: the file, or the URL without its password
 */
public record StoreLocation(String url, String user, String password, String shown) {
  /** The default store, under the results root where the run directories go. */
  public static final Path DEFAULT = Path.of("results", "history.db");
  /** The environment variable that names the store for every command (a path, a URL, or {@code off}). */
  public static final String ENV = "WIREBENCH_STORE";

  /**
   * The store a command writes to, or null when it writes none: {@code --no-store}, else
   * {@code --store}, else {@code WIREBENCH_STORE} ({@code off}: none), else {@link #DEFAULT}.
   *
   * @throws BadInputException for a value that is neither a path nor a PostgreSQL URL
   */
  public static StoreLocation resolve(String option, boolean off, Map<String, String> env) {
    if (off) return null;
    String value = option != null ? option : env.get(ENV);
    if (value == null || value.isBlank()) return of(DEFAULT.toString(), env);
    if (option == null && value.trim().equalsIgnoreCase("off")) return null;
    return of(value.trim(), env);
  }

  /** A store named by a path or a JDBC URL. */
  public static StoreLocation of(String value, Map<String, String> env) {
    if (value.startsWith("jdbc:postgresql:")) {
      boolean userInUrl = value.matches(".*[?&]user=.*");
      boolean passwordInUrl = value.matches(".*[?&]password=.*");
      return new StoreLocation(value, userInUrl ? null : env.get("PGUSER"),
          passwordInUrl ? null : env.get("PGPASSWORD"), value.replaceAll("([?&]password=)[^&]*", "$1***"));
    }
    if (value.startsWith("jdbc:sqlite:")) return new StoreLocation(value, null, null, value.substring(12));
    if (value.startsWith("jdbc:")) {
      throw new BadInputException("--store " + value + ": only SQLite files and PostgreSQL (jdbc:postgresql://HOST/DB) "
          + "are supported; give a file path or a jdbc:postgresql:// URL");
    }
    Path file = Path.of(value);
    return new StoreLocation("jdbc:sqlite:" + file.toAbsolutePath().normalize(), null, null, value);
  }

  /** True for an SQLite file. */
  public boolean sqlite() {
    return url.startsWith("jdbc:sqlite:");
  }

  /** The SQLite file, or null for PostgreSQL. */
  public Path file() {
    return sqlite() ? Path.of(url.substring("jdbc:sqlite:".length())) : null;
  }

  /** The driver's connection properties: the user and password, and SQLite's wait for a busy file. */
  Properties properties() {
    Properties p = new Properties();
    if (user != null) p.setProperty("user", user);
    if (password != null) p.setProperty("password", password);
    // another wirebench writing the same file waits instead of failing at once
    if (sqlite()) p.setProperty("busy_timeout", "30000");
    return p;
  }

  @Override public String toString() {
    return shown;
  }
}
