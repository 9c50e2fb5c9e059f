import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    // A malformed id is simply nobody (PostgreSQL would reject it as a uuid).
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.users.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  /** With the password hash, which is never selected otherwise. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }
}
