package io.wirebench.core.model;

import java.io.Serializable;
import java.util.Objects;

/** The {@code person} data set: the single entity of the JAX-RS provider throughput test. */
public class Person implements Serializable {
  private static final long serialVersionUID = 1L;

  private String name;
  private int age;
  private String city;

  public Person() {}

  public Person(String name, int age, String city) {
    this.name = name;
    this.age = age;
    this.city = city;
  }

  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public int getAge() { return age; }
  public void setAge(int age) { this.age = age; }
  public String getCity() { return city; }
  public void setCity(String city) { this.city = city; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof Person)) return false;
    Person p = (Person) o;
    return age == p.age && Objects.equals(name, p.name) && Objects.equals(city, p.city);
  }
  @Override public int hashCode() { return Objects.hash(name, age, city); }
  @Override public String toString() { return "Person{" + name + ", " + age + ", " + city + "}"; }
}
