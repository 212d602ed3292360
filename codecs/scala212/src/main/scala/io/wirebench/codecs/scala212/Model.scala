package io.wirebench.codecs.scala212

import io.wirebench.core.{ model => j }
import scala.collection.JavaConverters._

// Scala 2.12 case classes mirroring io.wirebench.core.model, the shape sbt gives its own data
// (Vector for lists, Option for the fields the model documents as nullable). Enums keep the
// model's Java enum type; their formats write the constant's name, as Jackson does.

final case class Person(name: String, age: Int, city: String)

final case class ModuleId(organization: String, name: String, revision: String)
final case class ModuleIds(modules: Vector[ModuleId])

final case class Measurement(measurementId: String, duration: Int, time: Long, `type`: j.Measurement.Type)
final case class Measurements(items: Vector[Measurement])

final case class DbRow(id: Long, firstName: String, lastName: String, street: String, city: String,
    state: String, zip: String, email: String, status: j.DbRow.Status)
final case class DbData(rows: Vector[DbRow])

final case class DecimalMatrix(rows: Vector[Vector[String]])

final case class Media(uri: String, title: Option[String], width: Int, height: Int, format: String,
    duration: Long, size: Long, bitrate: Int, hasBitrate: Boolean, persons: Vector[String],
    player: j.Media.Player, copyright: Option[String])
final case class Image(uri: String, title: Option[String], width: Int, height: Int, size: j.Image.Size)
final case class MediaContent(media: Media, images: Vector[Image])

/** Converts wirebench's Java model to the case classes, once, when a data set is bound. */
object Model {
  /** The case class for a model object, or None when the class is not one of the built-in ones. */
  def fromJava(value: AnyRef): Option[AnyRef] = value match {
    case p: j.Person => Some(Person(p.getName, p.getAge, p.getCity))
    case m: j.ModuleIds => Some(ModuleIds(vector(m.getModules)(moduleId)))
    case m: j.Measurements => Some(Measurements(vector(m.getItems)(measurement)))
    case d: j.DbData => Some(DbData(vector(d.getRows)(dbRow)))
    case d: j.DecimalMatrix => Some(DecimalMatrix(vector(d.getRows)(row => vector(row)(identity))))
    case c: j.MediaContent => Some(MediaContent(media(c.getMedia), vector(c.getImages)(image)))
    case _ => None
  }

  private def vector[A, B](list: java.util.List[A])(f: A => B): Vector[B] =
    list.asScala.iterator.map(f).toVector

  private def moduleId(m: j.ModuleId) = ModuleId(m.getOrganization, m.getName, m.getRevision)

  private def measurement(m: j.Measurement) =
    Measurement(m.getMeasurementId, m.getDuration, m.getTime, m.getType)

  private def dbRow(r: j.DbRow) = DbRow(r.getId, r.getFirstName, r.getLastName, r.getStreet,
    r.getCity, r.getState, r.getZip, r.getEmail, r.getStatus)

  private def media(m: j.Media) = Media(m.getUri, Option(m.getTitle), m.getWidth, m.getHeight,
    m.getFormat, m.getDuration, m.getSize, m.getBitrate, m.isHasBitrate,
    vector(m.getPersons)(identity), m.getPlayer, Option(m.getCopyright))

  private def image(i: j.Image) =
    Image(i.getUri, Option(i.getTitle), i.getWidth, i.getHeight, i.getSize)
}
