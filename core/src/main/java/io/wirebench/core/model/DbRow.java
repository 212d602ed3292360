package io.wirebench.core.model;

import java.io.Serializable;
import java.util.Objects;

/** One row of {@link DbData}. */
public class DbRow implements Serializable {
  private static final long serialVersionUID = 1L;

  private long id;
  private String firstName;
  private String lastName;
  private String street;
  private String city;
  private String state;
  private String zip;
  private String email;
  private Status status;

  public DbRow() {}

  /**
   * A row with every field set: for the schema codecs' conversions, which copy a generated
   * message's fields one by one. A static factory rather than a constructor, so that the libraries
   * that pick a constructor by themselves (annotation processors, Kotlin and Scala derivation) keep
   * using the no-argument one with setters.
   */
  public static DbRow of(long id, String firstName, String lastName, String street, String city, String state,
      String zip, String email, Status status) {
    DbRow r = new DbRow();
    r.id = id;
    r.firstName = firstName;
    r.lastName = lastName;
    r.street = street;
    r.city = city;
    r.state = state;
    r.zip = zip;
    r.email = email;
    r.status = status;
    return r;
  }

  public long getId() { return id; }
  public void setId(long id) { this.id = id; }
  public String getFirstName() { return firstName; }
  public void setFirstName(String firstName) { this.firstName = firstName; }
  public String getLastName() { return lastName; }
  public void setLastName(String lastName) { this.lastName = lastName; }
  public String getStreet() { return street; }
  public void setStreet(String street) { this.street = street; }
  public String getCity() { return city; }
  public void setCity(String city) { this.city = city; }
  public String getState() { return state; }
  public void setState(String state) { this.state = state; }
  public String getZip() { return zip; }
  public void setZip(String zip) { this.zip = zip; }
  public String getEmail() { return email; }
  public void setEmail(String email) { this.email = email; }
  public Status getStatus() { return status; }
  public void setStatus(Status status) { this.status = status; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof DbRow)) return false;
    DbRow r = (DbRow) o;
    return id == r.id && Objects.equals(firstName, r.firstName) && Objects.equals(lastName, r.lastName)
        && Objects.equals(street, r.street) && Objects.equals(city, r.city)
        && Objects.equals(state, r.state) && Objects.equals(zip, r.zip)
        && Objects.equals(email, r.email) && status == r.status;
  }
  @Override public int hashCode() { return Objects.hash(id, firstName, lastName, email); }
  @Override public String toString() { return "DbRow{" + id + ", " + firstName + " " + lastName + "}"; }

  /** Account status of a row. */
  public enum Status { ACTIVE, INACTIVE, SUSPENDED }
}
