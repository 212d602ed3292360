package io.wirebench.codecs.scala212

import sjsonnew.HashWriter
import sjsonnew.support.murmurhash.Hasher

/**
 * The one object Java code calls: a value prepared once (converted to the case classes, its
 * HashWriter found), then hashed with sjson-new's murmurhash backend the way sbt does it,
 * `Hasher.hashUnsafe[A](value)` with the HashWriter derived from the value's JsonWriter.
 * No Scala type appears in its public signatures, so Java needs no Scala library to call it.
 */
final class MurmurHashing private (val value: AnyRef, writer: HashWriter[AnyRef]) {
  /** The 32-bit hash sjson-new's murmurhash backend computes for the value. */
  def hash(): Int = Hasher.hashUnsafe[AnyRef](value)(writer)
}

object MurmurHashing {
  import MurmurFormats._

  private def of[A <: AnyRef](value: A)(implicit w: HashWriter[A]) =
    new MurmurHashing(value, w.asInstanceOf[HashWriter[AnyRef]])

  /** For a model object of a built-in data set; null when its class is not one of them. */
  def forModel(javaModel: AnyRef): MurmurHashing = Model.fromJava(javaModel) match {
    case Some(p: Person) => of(p)
    case Some(m: ModuleIds) => of(m)
    case Some(m: Measurements) => of(m)
    case Some(d: DbData) => of(d)
    case Some(d: DecimalMatrix) => of(d)
    case Some(c: MediaContent) => of(c)
    case _ => null
  }

  /** For a document of the JSON data model (maps, lists, strings, numbers, booleans, null). */
  def forUntyped(document: AnyRef): MurmurHashing = of[AnyRef](document)(implicitHashWriter(UntypedFormat))
}
