import { ServiceUnavailableException } from '@nestjs/common';
import { TooManyAttemptsException } from '../common/api-exceptions.js';
import {
  IMAGE_WORK_AT_ONCE,
  IMAGE_WORK_PER_MEMBER,
  IMAGE_WORK_WAITING,
  ImageWork,
} from './image-work.js';
import { heldWork, settle } from '../../test/support/held-work.js';

describe('ImageWork', () => {
  it(`runs ${IMAGE_WORK_AT_ONCE} at once, keeps ${IMAGE_WORK_WAITING} waiting, and refuses more with 503`, async () => {
    const imageWork = new ImageWork();
    const held = Array.from({ length: IMAGE_WORK_AT_ONCE + IMAGE_WORK_WAITING }, () =>
      heldWork('decoded'),
    );
    // Each from another member: one member alone may not take so many places.
    const results = held.map(({ work }, member) => imageWork.run(member, work));
    await settle();
    expect(held.filter((h) => h.started())).toHaveLength(IMAGE_WORK_AT_ONCE);

    await expect(imageWork.run(999, async () => 'one too many')).rejects.toBeInstanceOf(
      ServiceUnavailableException,
    );

    // A turn that ends lets the next one start, and makes room for one more to wait.
    held[0]?.finish();
    await expect(results[0]).resolves.toBe('decoded');
    await settle();
    expect(held.filter((h) => h.started())).toHaveLength(IMAGE_WORK_AT_ONCE + 1);
    const late = heldWork('decoded');
    const lateResult = imageWork.run(999, late.work);

    for (const h of held) h.finish();
    late.finish();
    await expect(Promise.all([...results, lateResult])).resolves.toHaveLength(held.length + 1);
  });

  it('passes a failure on to its caller and frees the turn', async () => {
    const imageWork = new ImageWork();
    await expect(imageWork.run(1, () => Promise.reject(new Error('unreadable')))).rejects.toThrow(
      'unreadable',
    );
    await expect(imageWork.run(1, async () => 'next')).resolves.toBe('next');
  });

  it(`holds at most ${IMAGE_WORK_PER_MEMBER} photos of one member, refusing more with 429`, async () => {
    const imageWork = new ImageWork();
    const held = Array.from({ length: IMAGE_WORK_PER_MEMBER }, () => heldWork('decoded'));
    const results = held.map(({ work }) => imageWork.run(7, work));
    await expect(imageWork.run(7, async () => 'a fourth')).rejects.toBeInstanceOf(
      TooManyAttemptsException,
    );
    // Another member is not refused: they wait for a turn like anyone.
    const another = imageWork.run(8, async () => 'another member');
    for (const h of held) h.finish();
    await Promise.all(results);
    await expect(another).resolves.toBe('another member');
    await expect(imageWork.run(7, async () => 'later')).resolves.toBe('later');
  });
  it('counts nothing against a member it refused with 503: their retry gets a turn', async () => {
    const imageWork = new ImageWork();
    const held = Array.from({ length: IMAGE_WORK_AT_ONCE + IMAGE_WORK_WAITING }, () =>
      heldWork('decoded'),
    );
    const results = held.map(({ work }, member) => imageWork.run(member, work));
    await settle();
    // More refusals than a member may have photos in: none of them is remembered as theirs.
    for (let attempt = 0; attempt <= IMAGE_WORK_PER_MEMBER; attempt++)
      await expect(imageWork.run(999, async () => 'refused')).rejects.toBeInstanceOf(
        ServiceUnavailableException,
      );

    for (const h of held) h.finish();
    await Promise.all(results);
    await expect(imageWork.run(999, async () => 'retried')).resolves.toBe('retried');
  });
});
